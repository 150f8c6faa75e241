export * from './figureLabels';
export * from './statementTables';
