const base = require('../../jest.preset.js').jestProject(__dirname);

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // nivo's ResponsiveLine gets a fixed size under jsdom (see the shim).
    '^react-virtualized-auto-sizer$': '<rootDir>/src/testing/autoSizerShim.js',
  },
};
