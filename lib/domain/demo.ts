/** The password of the demo accounts `npm run demo` seeds (printed with the logins). */
export const DEMO_PASSWORD = 'Pericia#2026';
