export * from '../../scripts/standins/datajud-standin.mjs';
