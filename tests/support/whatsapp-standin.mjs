// Moved to scripts/standins (scripts do not import from tests/); tests keep this path.
export * from '../../scripts/standins/whatsapp-standin.mjs';
