import { PART1_TITLE, PART2_TITLE, PART3_TITLE, PART4_TITLE } from 'shared-types/api/fields';
import { makeDetails } from 'shared-types/testing';
import { sectionEntries, sectionTitle } from './sectionEntries';

describe('sectionEntries', () => {
  it('gives one card per remaining field, in payload order, without the hidden fields', () => {
    const details = {
      ...makeDetails(),
      'prompt company': 'x',
      'prompt result': 'x',
      id: 7,
      created_at: 'x',
      updated_at: 'x',
      'investment score': 89,
      key_risks: '["Customer concentration"]',
    };
    expect(sectionEntries(details).map((entry) => entry.title)).toEqual([PART1_TITLE, PART2_TITLE, PART3_TITLE, PART4_TITLE, 'Key Risks']);
  });

  it("hides the score field 'Part 4: investment score' but shows the 'Part 4: Investment Score' breakdown", () => {
    const keys = sectionEntries(makeDetails()).map((entry) => entry.key);
    expect(keys).toContain('Part 4: Investment Score');
    expect(keys).not.toContain('Part 4: investment score');
  });

  it('uses the product titles for the parts and readable titles otherwise', () => {
    expect(sectionTitle(PART3_TITLE)).toBe('Part 3: Holistic Investment Investigation Report');
    expect(sectionTitle('management_quality')).toBe('Management Quality');
  });
});
