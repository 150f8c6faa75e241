// Jest only. jsdom lays nothing out, so the real react-virtualized-auto-sizer
// measures 0×0 and nivo's Responsive* charts draw nothing (and its CommonJS
// entry is an object with `default`, which @nivo/core's CommonJS build cannot
// render). This stand-in hands every chart a fixed, explicit size instead.
const TEST_CHART_SIZE = { width: 640, height: 320 };

function AutoSizer({ children }) {
  return children(TEST_CHART_SIZE);
}

module.exports = AutoSizer;
module.exports.TEST_CHART_SIZE = TEST_CHART_SIZE;
