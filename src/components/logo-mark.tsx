export function LogoMark({ size = 22 }: { size?: number }) {
  return (
    <svg className="logo-mark" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <rect x="2" y="2" width="20" height="20" rx="6" className="logo-mark__bg" />
      <path d="M8.5 6.5v11h7.5" className="logo-mark__fg" />
    </svg>
  );
}
