/** SPEC §9 phase prices in centavos, keyed by phase id (4 = serviço avulso, impugnação). */
export const PHASE_PRICES_CENTAVOS: Readonly<Record<number, number>> = { 1: 65_000, 2: 20_000, 3: 200_000, 4: 160_000 };

/** SPEC §9 full technical-assistance package for the fixed-phase justice types (R$ 10.500,00), in centavos. */
export const FULL_PACKAGE_PRICE_CENTAVOS = 1_050_000;

/** SPEC §9: R$ 50,00 per anticipated day, in centavos. */
export const ANTICIPATION_PRICE_PER_DAY_CENTAVOS = 5_000;
export const MAX_ANTICIPATION_DAYS_PER_PHASE = 8;
