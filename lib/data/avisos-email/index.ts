export { avisosPendentes, registrarAvisoEmail } from './registrar';
export { montarAvisoEmail } from './mensagens';
export {
  AvisoEmailFalhouError,
  AvisoEmailOcupadoError,
  enviarAvisoEmail,
  enviarAvisosAgora,
  liberarAvisos,
  manterAvisosEmail,
  reservarAvisosPendentes,
  type ResultadoAviso,
} from './enviar';
