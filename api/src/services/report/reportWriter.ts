import { fontFor, textRuns } from './reportFonts';

/** The page's geometry and type sizes: A4 in points, 2 cm margins. */
export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const SIZES = { 1: 18, 2: 13, 3: 10.5 } as const;
const BODY = 9.5;
export const COLOURS = { text: '#1f2937', muted: '#6b7280', rule: '#d1d5db', accent: '#1d4ed8' } as const;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  indent?: number;
  /** Space after the text, in points. */
  after?: number;
}

/**
 * The few layout moves a report's sections make, over a PDFKit document: headings, paragraphs,
 * label–value lines and tables, each set in the fonts that carry its script (reportFonts.ts) and
 * moved to a new page when it would not fit.
 */
export class ReportWriter {
  /** Set while a line is continued by the next write. */
  private continuing = false;

  constructor(readonly doc: PDFKit.PDFDocument) {}

  get left(): number {
    return PAGE.margin;
  }
  get width(): number {
    return PAGE.width - 2 * PAGE.margin;
  }
  get bottom(): number {
    return PAGE.height - PAGE.margin;
  }

  /** A new page when fewer than `height` points are left on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  heading(text: string, level: 1 | 2 | 3): void {
    this.ensureSpace(level === 3 ? 40 : 60);
    if (level === 2) this.doc.moveDown(0.6);
    this.write(text, { size: SIZES[level], bold: true, color: level === 2 ? COLOURS.accent : COLOURS.text, after: level === 1 ? 2 : 4 });
    if (level === 2) this.rule();
  }

  paragraph(text: string, style: TextStyle = {}): void {
    this.ensureSpace(14);
    this.write(text, { size: BODY, ...style, after: style.after ?? 3 });
  }

  /** 'Label: value', the label in bold. */
  labelled(label: string, value: string, style: TextStyle = {}): void {
    this.ensureSpace(14);
    this.write(`${label}: `, { size: BODY, bold: true, ...style, continued: true });
    this.write(value, { size: BODY, ...style, after: style.after ?? 2 });
  }

  rule(): void {
    const y = this.doc.y + 1;
    this.doc
      .save()
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .stroke()
      .restore();
    this.doc.y = y + 5;
  }

  /**
   * A table with a header row; `widths` are fractions of the text width, and columns after the
   * first are numbers, aligned right.
   */
  table(header: readonly string[], rows: readonly (readonly string[])[], widths: readonly number[]): void {
    const draw = (cells: readonly string[], bold: boolean) => {
      const heights = cells.map((cell, i) =>
        this.doc
          .font(fontFor('latin', bold))
          .fontSize(BODY)
          .heightOfString(cell, { width: this.columnWidth(widths, i) - 4 }),
      );
      const height = Math.max(...heights, 11) + 3;
      this.ensureSpace(height);
      const top = this.doc.y;
      let x = this.left;
      cells.forEach((cell, i) => {
        const width = this.columnWidth(widths, i);
        this.doc.x = x;
        this.doc.y = top;
        this.write(cell, { size: BODY, bold, width: width - 4, align: i === 0 ? 'left' : 'right' });
        x += width;
      });
      this.doc.x = this.left;
      this.doc.y = top + height;
    };
    draw(header, true);
    this.rule();
    for (const row of rows) draw(row, false);
    this.doc.moveDown(0.4);
  }

  private columnWidth(widths: readonly number[], i: number): number {
    return (widths[i] ?? 0) * this.width;
  }

  /** Text in runs of one script each, continued on one line and wrapped as one paragraph. */
  write(text: string, style: TextStyle & { continued?: boolean; width?: number; align?: 'left' | 'right' }): void {
    const runs = textRuns(text === '' ? ' ' : text);
    const x = this.doc.x === this.left ? this.left + (style.indent ?? 0) : this.doc.x;
    this.doc.fillColor(style.color ?? COLOURS.text).fontSize(style.size ?? BODY);
    // PDFKit aligns each continued run on its own, so runs in two fonts ('₹ crore', '₹99.47')
    // set right-aligned overprint each other: place them by their measured widths instead.
    if (style.align === 'right' && runs.length > 1 && !this.continuing && style.continued !== true) {
      const width = style.width ?? this.width - (x - this.left);
      const measured = runs.map((run) => this.doc.font(fontFor(run.script, style.bold === true)).widthOfString(run.text));
      const total = measured.reduce((sum, runWidth) => sum + runWidth, 0);
      // Too wide for one line: left-aligned and wrapped, which PDFKit sets correctly.
      if (total > width) return this.write(text, { ...style, align: 'left' });
      const top = this.doc.y;
      let runX = x + width - total;
      runs.forEach((run, i) => {
        this.doc.font(fontFor(run.script, style.bold === true)).text(run.text, runX, top, { lineBreak: false });
        runX += measured[i]!;
      });
      this.doc.x = this.left;
      this.doc.y = top + this.doc.currentLineHeight(true) + (style.after ?? 0);
      return;
    }
    runs.forEach((run, i) => {
      const last = i === runs.length - 1;
      this.doc.font(fontFor(run.script, style.bold === true));
      const options = { width: style.width ?? this.width - (x - this.left), align: style.align ?? 'left', continued: !last || style.continued === true };
      if (i === 0 && !this.continuing) this.doc.text(run.text, x, this.doc.y, options);
      else this.doc.text(run.text, options);
    });
    this.continuing = style.continued === true;
    if (!this.continuing) {
      this.doc.x = this.left;
      if (style.after !== undefined) this.doc.y += style.after;
    }
  }
}
