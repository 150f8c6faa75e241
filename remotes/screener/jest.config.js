module.exports = require('../../jest.preset.js').jestProject(__dirname);
