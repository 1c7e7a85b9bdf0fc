export * from '../../scripts/standins/tribunais-exemplos.mjs';
