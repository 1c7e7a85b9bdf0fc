export * from '../../scripts/standins/djen-standin.mjs';
