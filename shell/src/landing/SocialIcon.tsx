export type SocialNetwork = 'x' | 'youtube';

const PATHS: Record<SocialNetwork, string[]> = {
  x: ['M4 4l16 16', 'M20 4 4 20'],
  youtube: ['M3 8.5a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z', 'M10 9v6l5-3z'],
};

/** A simple line-art mark for a social network; decorative, so hidden from assistive technology. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[network].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
