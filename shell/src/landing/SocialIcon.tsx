export type SocialNetwork = 'x' | 'youtube' | 'linkedin' | 'instagram';

const PATHS: Record<SocialNetwork, string[]> = {
  x: ['M4 4l16 16', 'M20 4 4 20'],
  youtube: ['M3 8.5a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z', 'M10 9v6l5-3z'],
  linkedin: ['M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z', 'M8 11v6', 'M8 7.5v.01', 'M12 17v-6', 'M12 13.5a2.5 2.5 0 0 1 5 0V17'],
  instagram: ['M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z', 'M12 8.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z', 'M17.5 6.5v.01'],
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
