const ROOT_OPEN = '<div id="root">';

/**
 * The shell page with #root emptied: the build pre-renders the landing page into it
 * (docs/performance.md), which is not what `/company/<key>` shows. Served empty there,
 * the shell renders the company page from its first frame instead of hydrating the
 * landing page and then swapping it out (a layout shift the size of the page).
 * React escapes `<` in text and attributes, so counting div tags finds the root's end.
 */
export function withoutPrerenderedRoot(html: string): string {
  const start = html.indexOf(ROOT_OPEN);
  if (start === -1) return html;
  const contentStart = start + ROOT_OPEN.length;
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = contentStart;
  let depth = 1;
  for (let tag = tags.exec(html); tag !== null; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(0, contentStart) + html.slice(tag.index);
  }
  return html;
}
