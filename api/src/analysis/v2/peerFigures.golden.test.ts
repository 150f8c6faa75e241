import { PeerFiguresV2Schema, type PeerFiguresV2 } from 'shared-types/api';
import { describeGoldenV2 } from '../testing/goldenV2';
import { buildPeerFiguresV2 } from './peerFigures';

/** Golden v2 peer figures per archetype: what peer groups are built from that no other part carries. UPDATE_GOLDEN=1 rewrites them. */

function problems(v2: PeerFiguresV2): string[] {
  return Object.entries(v2).flatMap(([key, x]) => (typeof x === 'number' && Number.isFinite(x) ? [] : [`${key}: ${String(x)}`]));
}

describeGoldenV2('peer_figures', buildPeerFiguresV2, PeerFiguresV2Schema, problems);

it('catches a figure that is not a finite number', () => {
  expect(problems({ sales_cagr_5y: 0.1, leverage: Number.POSITIVE_INFINITY })).toEqual(['leverage: Infinity']);
});
