/** SPEC §9 phase prices in reais, keyed by phase id (4 = serviço avulso, impugnação). */
export const PHASE_PRICES: Readonly<Record<number, number>> = { 1: 650, 2: 200, 3: 2000, 4: 1600 };

/** SPEC §9 full technical-assistance package for the fixed-phase justice types. */
export const FULL_PACKAGE_PRICE = 10_500;

export const ANTICIPATION_PRICE_PER_DAY = 50;
export const MAX_ANTICIPATION_DAYS_PER_PHASE = 8;
