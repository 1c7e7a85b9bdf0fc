import QRCode from 'qrcode';

/** The otpauth:// URL as a QR code (SVG data URL), drawn on the server: the secret never reaches a third party. */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
