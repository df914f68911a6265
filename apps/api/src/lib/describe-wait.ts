/** "em 15 minutos", "em 1 segundo": when to try again, in words (pt-BR). */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(seconds / 60);
  return `em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}
