export * from './screenFigures';
export * from './screenQuery';
export * from './parseScreenQuery';
export { figureByName, suggestFigureName, normalizeFigureName } from './figureNames';
