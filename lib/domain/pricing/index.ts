export * from './constants';
export * from './case';
