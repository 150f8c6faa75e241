import { Router } from 'express';
import { type ServiceDatabase } from '../services/serviceDatabase';
import { compareRouter } from './compare';
import { savedScreensRouter } from './savedScreens';
import { screenRouter } from './screen';

/** The screener's routes (docs/screener.md): screens, saved screens and compare; all signed-in, none records a company access. */
export function screenerRouter(deps: { db: ServiceDatabase; now: () => Date }): Router {
  return Router().use(screenRouter(deps), savedScreensRouter(deps), compareRouter(deps));
}
