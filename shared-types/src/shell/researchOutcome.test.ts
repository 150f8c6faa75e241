import { ACCESS_LIMIT_MESSAGE } from '../api/access';
import { SERVER_UNREACHABLE } from './apiBase';
import { COMPANY_DETAILS_FAILED } from '../api/companySearch';
import { sampleDetails } from '../testing/researchFixtures';
import { researchV2Document, servedResearchV2, servedResearchV2With } from '../testing/researchV2Fixtures';
import { outcomeOfAnswer, outcomeOfFailure, TIMEOUT_MESSAGE } from './researchOutcome';

describe('outcomeOfAnswer', () => {
  it('gives the details for a successful answer with company data', () => {
    const details = { company_name: 'Aravali Cement Works', company_code: 'ARAVALI', current_price: 412.5 };
    expect(outcomeOfAnswer({ success: true, company_data: details })).toEqual({ kind: 'details', details });
  });

  it('parses company data with its contract: JSON-text fields decoded, unknown fields and enum values kept', () => {
    const sample = sampleDetails();
    const part2 = { ...sample['Part 2: Operational Risk and Business Quality Analysis'], extra: 1 };
    const raw = {
      ...sample,
      data_json: JSON.stringify(sample.data_json),
      'Part 2: Operational Risk and Business Quality Analysis': JSON.stringify(part2),
      analysis_meta: { ...sample.analysis_meta, company_kind: 'conglomerate' },
      extra_notes: 'Kept',
    };
    expect(outcomeOfAnswer({ success: true, company_data: raw })).toEqual({
      kind: 'details',
      details: { ...raw, data_json: sample.data_json, 'Part 2: Operational Risk and Business Quality Analysis': part2 },
    });
  });

  it("shows 'Failed to fetch company details' for company data without a company name, and logs why with the endpoint", () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(outcomeOfAnswer({ success: true, company_data: { ...sampleDetails(), company_name: 42 } })).toEqual({
      kind: 'error',
      message: 'Failed to fetch company details. Please try again.',
    });
    expect(logged).toHaveBeenCalledWith('POST /api/company/search: the answer does not match its contract.', [
      expect.objectContaining({ path: ['company_name'] }),
    ]);
  });

  it('keeps a partial or still-processing research: sections are read when rendered, a mismatched scalar reads as unknown', () => {
    const partial = { company_name: 'Aravali Cement Works', data_json: 'still processing', 'Part 1: x': 3 };
    expect(outcomeOfAnswer({ success: true, company_data: partial })).toEqual({ kind: 'details', details: partial });
    const oddPart = { company_name: 'X', current_price: 'cheap', 'Part 2: Operational Risk and Business Quality Analysis': { summary_table: 7 } };
    expect(outcomeOfAnswer({ success: true, company_data: oddPart })).toEqual({ kind: 'details', details: { ...oddPart, current_price: null } });
  });

  it.each([
    [null],
    [{}],
    [{ success: false }],
    [{ success: true }],
    [{ success: true, company_data: {} }],
    [{ success: true, company_data: [] }],
    [{ success: true, company_data: 'text' }],
  ])("gives 'Failed to fetch company details. Please try again.' for %j", (raw) => {
    expect(outcomeOfAnswer(raw)).toEqual({ kind: 'error', message: 'Failed to fetch company details. Please try again.' });
  });

  it('opens no upgrade dialog for a successful status, even one saying can_access false: only a 403 does', () => {
    expect(outcomeOfAnswer({ success: false, can_access: false, error: 'access_limit_reached' })).toEqual({
      kind: 'error',
      message: 'Failed to fetch company details. Please try again.',
    });
  });
});

describe('outcomeOfFailure', () => {
  it("shows a 403's own message, or 'Access denied', when it is not the access limit", () => {
    expect(outcomeOfFailure({ status: 403, data: { error: 'forbidden', message: 'You can only act on your own account.' } })).toEqual({
      kind: 'error',
      message: 'You can only act on your own account.',
    });
    expect(outcomeOfFailure({ status: 403, data: null })).toEqual({ kind: 'error', message: 'Access denied' });
    expect(outcomeOfFailure({ status: 'PARSING_ERROR', originalStatus: 403, data: '<html>', error: 'SyntaxError' })).toEqual({
      kind: 'error',
      message: 'Access denied',
    });
  });

  it("uses the fallback limit message when the 403's message is blank", () => {
    expect(outcomeOfFailure({ status: 403, data: { success: false, can_access: false, message: '  ' } })).toEqual({
      kind: 'limit',
      message: ACCESS_LIMIT_MESSAGE,
    });
  });

  it("opens the upgrade dialog on the free limit's 403, by its code or by can_access false", () => {
    const message = 'You have used all 5 free companies.';
    expect(outcomeOfFailure({ status: 403, data: { success: false, error: 'access_limit_reached', message } })).toEqual({ kind: 'limit', message });
    expect(outcomeOfFailure({ status: 403, data: { can_access: false, message } })).toEqual({ kind: 'limit', message });
    expect(outcomeOfFailure({ status: 403, data: { error: 'access_limit_reached' } })).toEqual({ kind: 'limit', message: ACCESS_LIMIT_MESSAGE });
  });

  it("shows a 404 for a company named '… Limited' as an error, never the upgrade dialog (spec amendment 2)", () => {
    const message = 'No company matches "Reliance Industries Limited". Pick one from the suggestions.';
    expect(outcomeOfFailure({ status: 404, data: { error: 'unknown_company', message } })).toEqual({ kind: 'error', message });
  });

  it("never reads 'limit' or 'premium' in a message as the free limit, whatever the status", () => {
    expect(outcomeOfFailure({ status: 402, data: { error: 'x', message: 'Monthly limit reached' } })).toEqual({
      kind: 'error',
      message: 'Monthly limit reached',
    });
    expect(outcomeOfFailure({ status: 403, data: { error: 'forbidden', message: 'Premium members only' } })).toEqual({
      kind: 'error',
      message: 'Premium members only',
    });
    expect(outcomeOfFailure({ status: 'CUSTOM_ERROR', error: 'Premium only', data: undefined })).toEqual({ kind: 'error', message: 'Premium only' });
  });

  it('needs the 403 status for the limit: the same body with another status is an error', () => {
    const body = { success: false, can_access: false, error: 'access_limit_reached', message: 'You have reached your company access limit.' };
    expect(outcomeOfFailure({ status: 400, data: body })).toEqual({ kind: 'error', message: body.message });
  });

  it('keeps a rate-limit answer on screen as an error, since its message names no limit', () => {
    const message = 'You are researching companies faster than we can serve them. Please wait a minute and try again.';
    expect(outcomeOfFailure({ status: 429, data: { error: 'rate_limited', message } })).toEqual({ kind: 'error', message });
  });

  it('explains time-outs and network failures in plain words', () => {
    expect(outcomeOfFailure({ status: 'TIMEOUT_ERROR', error: 'TimeoutError: signal timed out' })).toEqual({ kind: 'error', message: TIMEOUT_MESSAGE });
    expect(outcomeOfFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({ kind: 'error', message: SERVER_UNREACHABLE });
  });
});

describe('outcomeOfAnswer for a v2 reader', () => {
  const errors = () => jest.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => jest.restoreAllMocks());

  it('reads the served wire into the research', () => {
    const outcome = outcomeOfAnswer({ success: true, company_data: servedResearchV2('lender') }, 'v2');
    expect(outcome).toEqual({ kind: 'research', research: { document: expect.objectContaining({ company: researchV2Document('lender').company }) } });
  });

  it('reads an API that answers v1 to a v2 question as v1, so a remote deployed before its API still shows the research', () => {
    expect(outcomeOfAnswer({ success: true, company_data: { company_name: 'Aravali Cement Works' } }, 'v2')).toEqual({
      kind: 'details',
      details: { company_name: 'Aravali Cement Works' },
    });
  });

  it("shows 'Failed to fetch company details' for a wire that does not read, and logs where it went wrong", () => {
    const logged = errors();
    const outcome = outcomeOfAnswer({ success: true, company_data: servedResearchV2With('summary', 'still processing') }, 'v2');
    expect(outcome).toEqual({ kind: 'error', message: COMPANY_DETAILS_FAILED });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('summary'));
  });

  it('never reads a wire as v1 when v1 was asked for', () => {
    errors();
    expect(outcomeOfAnswer({ success: true, company_data: servedResearchV2() }).kind).toBe('error');
  });
});
