export * from '../../scripts/standins/whatsapp-standin.mjs';
