/* Types of the local Mercado Pago stand-in (tests/support/mercadopago-standin.mjs). */
export type StandinPayment = {
  id: number;
  status: string;
  status_detail?: string;
  external_reference?: string;
  transaction_amount?: number;
  currency_id?: string;
  payment_method_id?: string;
  [key: string]: unknown;
};
export type StandinPreference = {
  id: string;
  init_point: string;
  external_reference: string;
  items: { id: string; title: string; quantity: number; unit_price: number; currency_id: string }[];
  payer: { email: string; name?: string };
  back_urls: { success: string; failure: string; pending: string };
  auto_return: string;
  notification_url: string;
  expires: boolean;
  expiration_date_to: string;
  payment_methods?: { excluded_payment_types?: { id: string }[] };
  [key: string]: unknown;
};
export function assinar(o: { secret: string; dataId: string; requestId: string; ts?: number }): string;
export function startMercadoPagoStandin(opts?: { secret?: string; port?: number }): Promise<{
  url: string;
  preferences: Map<string, StandinPreference>;
  payments: Map<string, StandinPayment>;
  calls: { createPreference: number; getPayment: number; authorization: string[] };
  setPayment(p: Partial<StandinPayment>): StandinPayment;
  notify(notificationUrl: string, paymentId: string | number, o?: { secret?: string; requestId?: string; ts?: number }): Promise<Response>;
  close(): Promise<void>;
}>;
