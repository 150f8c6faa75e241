import { Presets, SingleBar } from 'cli-progress';

/** Where the tool writes: stdout for results, stderr for progress (so results can be piped). */
export interface OutputStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface ProgressReporter {
  /** One line saying what happens next ("Importing EQUITY_L.csv …"). */
  step(message: string): void;
  /** Counts towards a total: a bar on a terminal, a plain line otherwise. */
  progress(label: string, done: number, total: number): void;
  /** Ends a bar that is still drawn. */
  finish(): void;
}

/** A progress bar when stderr is a terminal, plain progress lines when it is a file or a pipe. */
export function createProgressReporter(stream: OutputStream): ProgressReporter {
  return stream.isTTY === true ? barReporter(stream) : lineReporter(stream);
}

function lineReporter(stream: OutputStream): ProgressReporter {
  return {
    step: (message) => stream.write(`${message}\n`),
    progress: (label, done, total) => stream.write(`${label}: ${done} of ${total}\n`),
    finish: () => undefined,
  };
}

function barReporter(stream: OutputStream): ProgressReporter {
  let bar: SingleBar | undefined;
  let barLabel = '';
  const finish = (): void => {
    bar?.stop();
    bar = undefined;
  };
  return {
    step(message) {
      finish();
      stream.write(`${message}\n`);
    },
    progress(label, done, total) {
      if (bar === undefined || barLabel !== label) {
        finish();
        barLabel = label;
        bar = new SingleBar(
          { format: `${label} [{bar}] {value}/{total} ({percentage}%)`, stream: stream as NodeJS.WritableStream, hideCursor: true, clearOnComplete: false },
          Presets.shades_classic,
        );
        bar.start(total, done);
      } else {
        bar.update(done);
      }
      if (done >= total) finish();
    },
    finish,
  };
}
