export { verificarSaude } from './verificar';
