/**
 * The first Intl formatter or collator a page builds loads the locale's data: on
 * a slow phone that alone is a long task. Start-up evaluates the API contract
 * and the app's modules in tasks of their own (docs/performance.md, "Start-up in
 * stages"), so none of them may build one while it is evaluated; each is built
 * when it is first used.
 */
describe('the modules start-up evaluates', () => {
  it('build no Intl formatter or collator while they are evaluated', async () => {
    const built: string[] = [];
    for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator'] as const) {
      const Original = Intl[name];
      jest.spyOn(Intl, name).mockImplementation(((...args: unknown[]) => {
        built.push(`Intl.${name}`);
        return new (Original as new (...a: unknown[]) => unknown)(...args);
      }) as never);
    }
    jest.spyOn(Number.prototype, 'toLocaleString').mockImplementation(function (this: number) {
      built.push('Number#toLocaleString');
      return String(this);
    });

    await jest.isolateModulesAsync(async () => {
      await import('shared-types/api');
      await import('shared-types/shell');
      await import('./app/App');
    });

    expect(built).toEqual([]);
  });
});
