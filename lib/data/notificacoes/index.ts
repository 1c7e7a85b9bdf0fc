// What other use cases call to notify people; the notification bell's own use cases are imported from their files.
export { notificarAdmins, notificarCaso, type NotificacaoTipo } from './notificar';
