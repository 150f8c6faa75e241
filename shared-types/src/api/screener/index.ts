export * from './screenFigures';
export * from './screenQuery';
export * from './parseScreenQuery';
export * from './screenResults';
export { figureByName, suggestFigureName, normalizeFigureName } from './figureNames';
export * from './savedScreens';
export * from './compareCompanies';
