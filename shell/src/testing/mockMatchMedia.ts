/** Makes window.matchMedia answer true for exactly the given media queries. */
export function mockMatchMedia(matchingQueries: readonly string[]): void {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matchingQueries.includes(query),
        media: query,
        onchange: null,
        addEventListener: jest.fn(),
        removeEventListener: jest.fn(),
        addListener: jest.fn(),
        removeListener: jest.fn(),
        dispatchEvent: jest.fn(),
      }) as MediaQueryList,
  );
}
