import { formatarCodigoProposta } from '@/lib/domain/proposta-codigo';

/**
 * What makes a printed proposal checkable (issue 28 item 6): its code and a QR code (drawn on the server) of the
 * public page that shows what was issued under it.
 */
export function SeloProposta({ codigo, url, qr }: { codigo: string; url: string; qr: string }) {
  return (
    <div className="mt-6 flex items-center gap-4 rounded-md border border-slate-300 px-4 py-3 break-inside-avoid">
      {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URL drawn on the server */}
      <img src={qr} alt={`QR code da página de verificação da proposta ${formatarCodigoProposta(codigo)}`} width={96} height={96} className="size-24 shrink-0" />
      <div className="text-sm text-slate-800">
        <p>
          Código de verificação: <strong className="font-mono text-base text-slate-900">{formatarCodigoProposta(codigo)}</strong>
        </p>
        <p className="mt-1">
          Confira a autenticidade desta proposta em <span className="break-all font-medium">{url}</span> ou pelo QR code.
        </p>
      </div>
    </div>
  );
}
