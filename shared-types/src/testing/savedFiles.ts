// What a page saved through shared-types/ui's saveFile (an object URL on a hidden link), for
// component tests under jsdom, which neither makes object URLs nor follows links. Undo with
// jest.restoreAllMocks().
export interface SavedFile {
  name: string;
  blob: Blob;
}

export function captureSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  let blob: Blob | undefined;
  URL.createObjectURL = jest.fn((made: Blob) => ((blob = made), 'blob:saved'));
  URL.revokeObjectURL = jest.fn();
  // Read from the global, typed by hand: the API's tests compile this module without the DOM's types.
  const { HTMLAnchorElement: anchor } = globalThis as unknown as { HTMLAnchorElement: { prototype: { click(): void } } };
  jest.spyOn(anchor.prototype, 'click').mockImplementation(function (this: { download: string }) {
    saved.push({ name: this.download, blob: blob! });
  });
  return saved;
}
