/** The Pitchside mark (the app icon), decorative next to the name. */
export function BrandMark() {
  return <img src="/favicon.svg" alt="" width={26} height={26} className="brand-mark" />;
}
