const TICKS_R = 232;
const TAU = 2 * Math.PI;

/** Decorative emblem: a clock face (the "minute") ringed by the three boroughs, with botanical linework. */
export function HeroArt({ className }: { className?: string }) {
  const minute = (TAU * TICKS_R) / 60;
  const hour = (TAU * TICKS_R) / 12;
  return (
    <svg viewBox="0 0 600 600" className={className} aria-hidden focusable="false">
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#c8a15a" stopOpacity="0.22" />
          <stop offset="0.6" stopColor="#c8a15a" stopOpacity="0.05" />
          <stop offset="1" stopColor="#c8a15a" stopOpacity="0" />
        </radialGradient>
        <path id="hero-ring" d="M300 300m-262 0a262 262 0 1 1 524 0a262 262 0 1 1 -524 0" />
        <g id="hero-leaf">
          <path d="M0 0C14-20 14-52 0-78C-14-52-14-20 0 0Z" />
          <path d="M0-4V-70" strokeWidth="0.8" />
        </g>
      </defs>
      <circle cx="300" cy="300" r="300" fill="url(#hero-glow)" />
      <g fill="none" stroke="#c8a15a">
        <circle cx="300" cy="300" r="282" strokeOpacity="0.35" strokeWidth="1" />
        <circle cx="300" cy="300" r="244" strokeOpacity="0.22" strokeWidth="1" />
        <circle
          cx="300"
          cy="300"
          r={TICKS_R}
          strokeOpacity="0.55"
          strokeWidth="10"
          strokeDasharray={`1.2 ${minute - 1.2}`}
          transform="rotate(-90.15 300 300)"
        />
        <circle
          cx="300"
          cy="300"
          r={TICKS_R}
          strokeWidth="22"
          strokeDasharray={`2.6 ${hour - 2.6}`}
          transform="rotate(-90.3 300 300)"
        />
        <circle cx="300" cy="300" r="150" strokeOpacity="0.18" strokeDasharray="2 6" />
      </g>
      <text fill="#c8a15a" fillOpacity="0.75" fontSize="13" letterSpacing="5.2" fontFamily="inherit">
        <textPath href="#hero-ring" textLength="1630" lengthAdjust="spacing">
          NEW YORK MINUTE · MANHATTAN · BROOKLYN · QUEENS · LICENSED · LAB TESTED · SAME DAY · 21+ ·
        </textPath>
      </text>
      <g fill="#f6f1e7" fillOpacity="0.05" stroke="#f6f1e7" strokeOpacity="0.4" strokeWidth="1.1">
        <path d="M300 520C296 430 300 360 300 300" fill="none" />
        <use href="#hero-leaf" transform="translate(300 470) rotate(-38)" />
        <use href="#hero-leaf" transform="translate(300 470) rotate(38)" />
        <use href="#hero-leaf" transform="translate(299 420) rotate(-58) scale(0.8)" />
        <use href="#hero-leaf" transform="translate(299 420) rotate(58) scale(0.8)" />
        <use href="#hero-leaf" transform="translate(300 380) rotate(-18) scale(0.7)" />
        <use href="#hero-leaf" transform="translate(300 380) rotate(18) scale(0.7)" />
      </g>
      <g strokeLinecap="round" fill="none">
        <path d="M300 300V148" stroke="#f6f1e7" strokeWidth="5" />
        <path d="M300 300l92 62" stroke="#c8a15a" strokeWidth="7" />
      </g>
      <circle cx="300" cy="300" r="11" fill="#14281f" stroke="#c8a15a" strokeWidth="4" />
      <g fill="#c8a15a">
        <circle cx="118" cy="126" r="2" fillOpacity="0.7" />
        <circle cx="492" cy="168" r="1.5" fillOpacity="0.6" />
        <circle cx="470" cy="470" r="2.2" fillOpacity="0.5" />
        <circle cx="132" cy="456" r="1.4" fillOpacity="0.6" />
      </g>
    </svg>
  );
}
