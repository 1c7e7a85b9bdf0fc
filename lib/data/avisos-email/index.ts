export { avisosPendentes, enviarAvisoAgora, registrarAvisoEmail } from './registrar';
export { TIPOS_AVISO } from './tipos';
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
