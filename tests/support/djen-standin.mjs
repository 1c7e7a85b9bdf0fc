// Moved to scripts/standins (issue 33 item 6: the demo and scripts do not import from tests/); tests keep this path.
export * from '../../scripts/standins/djen-standin.mjs';
