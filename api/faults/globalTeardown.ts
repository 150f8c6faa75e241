import { rmSync } from 'node:fs';
import path from 'node:path';

/** Removes the pristine data folder globalSetup made (its parent is the suite's own temporary folder). */
export default function globalTeardown(): void {
  const dataDir = process.env.FAULTS_PRISTINE_DATA_DIR;
  if (dataDir !== undefined) rmSync(path.dirname(dataDir), { recursive: true, force: true });
}
