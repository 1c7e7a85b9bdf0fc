// Moved to scripts/standins (the demo and scripts do not import from tests/); tests keep this path.
export * from '../../scripts/standins/nfse-standin';
