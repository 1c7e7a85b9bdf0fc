export * from './constants';
export * from './case';
export * from './tabela';
// Here, not in ./case: /gerador imports ./case (through lib/domain/proposta-link) and need not carry the labels.
export { TIPOS_JUSTICA, type TipoJustica } from '@/lib/domain/labels';
