export * from '../../scripts/standins/mercadopago-standin.mjs';
