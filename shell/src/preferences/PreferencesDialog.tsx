import { useId, useRef, useState, type FormEvent } from 'react';
import {
  LENSES,
  PILLAR_IDS,
  PILLAR_V1_NAMES,
  PreferencesSchema,
  STANDARD_PILLAR_WEIGHTS_BY_ID,
  type Lens,
  type PillarWeights,
  type Preferences,
} from 'shared-types/api';
import { selectPreferences, selectUserId, useAppSelector, useGetPreferencesQuery, useSavePreferencesMutation } from 'shared-types/shell';
import { CANCEL_LABEL } from '../account/messages';
import dialogStyles from '../ui/ModalDialog.module.css';
import { ModalDialog } from '../ui/ModalDialog';
import styles from './PreferencesDialog.module.css';
import {
  LENS_LABEL,
  LENS_NAMES,
  LOADING_PREFERENCES,
  OWN_WEIGHTS_LABEL,
  PREFERENCES_DESCRIPTION,
  PREFERENCES_TITLE,
  SAVE_FAILED,
  SAVE_LABEL,
  SAVING,
  WEIGHTS_HINT,
  weightsMustAddUp,
  weightsTotal,
  type WeightInputs,
} from './preferencesMessages';

function inputsFrom(weights: PillarWeights | null): WeightInputs {
  const source = weights ?? STANDARD_PILLAR_WEIGHTS_BY_ID;
  return Object.fromEntries(PILLAR_IDS.map((id) => [id, String(source[id])])) as WeightInputs;
}

function total(inputs: WeightInputs): number {
  return PILLAR_IDS.reduce((sum, id) => sum + (Number(inputs[id]) || 0), 0);
}

/** The server's explanation of a refusal, else a generic retry message. */
function saveFailure(error: unknown): string {
  const data = typeof error === 'object' && error !== null && 'data' in error ? (error as { data: unknown }).data : null;
  const message = typeof data === 'object' && data !== null && 'message' in data ? (data as { message: unknown }).message : null;
  return typeof message === 'string' ? `${SAVE_FAILED} ${message}` : `${SAVE_FAILED} Please try again.`;
}

function PreferencesForm({ stored, onClose }: { stored: Preferences; onClose: () => void }) {
  const formId = useId();
  const errorId = useId();
  const lensRef = useRef<HTMLSelectElement>(null);
  const [lens, setLens] = useState<Lens>(stored.lens);
  const [ownWeights, setOwnWeights] = useState(stored.weights !== null);
  const [inputs, setInputs] = useState<WeightInputs>(() => inputsFrom(stored.weights));
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading: saving }] = useSavePreferencesMutation();
  const sum = total(inputs);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const weights = ownWeights ? Object.fromEntries(PILLAR_IDS.map((id) => [id, Number(inputs[id])])) : null;
    const parsed = PreferencesSchema.safeParse({ lens, weights });
    if (!parsed.success) {
      setError(ownWeights && Math.abs(sum - 100) > 0.01 ? weightsMustAddUp(sum) : `${SAVE_FAILED} ${WEIGHTS_HINT}`);
      return;
    }
    setError(null);
    try {
      await save(parsed.data).unwrap();
      onClose();
    } catch (failure) {
      setError(saveFailure(failure));
    }
  }

  return (
    <ModalDialog title={PREFERENCES_TITLE} onClose={onClose} initialFocusRef={lensRef} describedBy={`${formId}-description`}>
      <p id={`${formId}-description`} className={dialogStyles.note}>
        {PREFERENCES_DESCRIPTION}
      </p>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={error ? errorId : undefined}>
        <label className={dialogStyles.label} htmlFor={`${formId}-lens`}>
          {LENS_LABEL}
        </label>
        <select id={`${formId}-lens`} ref={lensRef} className={dialogStyles.input} value={lens} onChange={(event) => setLens(event.target.value as Lens)}>
          {LENSES.map((option) => (
            <option key={option} value={option}>
              {LENS_NAMES[option]}
            </option>
          ))}
        </select>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={ownWeights} onChange={(event) => setOwnWeights(event.target.checked)} />
          {OWN_WEIGHTS_LABEL}
        </label>
        {ownWeights && (
          <fieldset className={styles.weights}>
            <legend className={styles.hint}>{WEIGHTS_HINT}</legend>
            {PILLAR_IDS.map((id) => (
              <label key={id} className={styles.weight}>
                {/* Today's English names until the message catalogue arrives (docs/decisions/0005-payload-v2-and-message-catalogue.md). */}
                <span>{PILLAR_V1_NAMES[id]}</span>
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={100}
                  step="any"
                  className={dialogStyles.input}
                  value={inputs[id]}
                  onChange={(event) => setInputs((current) => ({ ...current, [id]: event.target.value }))}
                />
              </label>
            ))}
            <p className={styles.total} aria-live="polite" data-valid={Math.abs(sum - 100) <= 0.01}>
              {weightsTotal(sum)}
            </p>
          </fieldset>
        )}
        {error && (
          <p id={errorId} role="alert" className={dialogStyles.formError}>
            {error}
          </p>
        )}
        <div className={dialogStyles.actions}>
          <button type="button" className={dialogStyles.secondary} onClick={onClose}>
            {CANCEL_LABEL}
          </button>
          <button type="submit" className={dialogStyles.primary} aria-disabled={saving}>
            {saving ? SAVING : SAVE_LABEL}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * The account menu's 'Preferences': the default lens and optional pillar
 * weights, stored on the server (PUT /api/account/preferences). Opens on what
 * is stored; closes when saved; a refusal stays in the dialog with its reason.
 */
export function PreferencesDialog({ onClose }: { onClose: () => void }) {
  const userId = useAppSelector(selectUserId);
  const { isLoading } = useGetPreferencesQuery(userId ?? '', { skip: userId === null });
  const stored = useAppSelector(selectPreferences);
  if (isLoading) {
    return (
      <ModalDialog title={PREFERENCES_TITLE} onClose={onClose}>
        <p role="status">{LOADING_PREFERENCES}</p>
      </ModalDialog>
    );
  }
  return <PreferencesForm stored={stored} onClose={onClose} />;
}
