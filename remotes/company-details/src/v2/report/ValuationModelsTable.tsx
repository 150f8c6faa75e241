import type { ValueV2 } from 'shared-types/api';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { ScrollTable } from '../../shared/ScrollTable';
import { Chip, labelOf, useEnglishMark } from './reportParts';
import { valueReason } from './valueSentences';

/**
 * The valuation models, one row each: the model, its value a share, whether it is in the range the
 * margin of safety is measured on, and why (the engine's reason, worded). A model a newer engine adds
 * is named 'Another model' until this build knows it.
 */
export function ValuationModelsTable({ value }: { value: ValueV2 }) {
  const words = useWords();
  const messages = useMessages();
  const english = useEnglishMark();
  if (value.models.length === 0) return null;
  return (
    <ScrollTable caption={words('v2.value.models.title')}>
      <thead>
        <tr>
          <th scope="col">{words('v2.value.model')}</th>
          <th scope="col">{words('v2.value.value_per_share')}</th>
          <th scope="col">{words('v2.value.in_range')}</th>
          <th scope="col">{words('v2.value.why')}</th>
        </tr>
      </thead>
      <tbody>
        {value.models.map((model, index) => {
          const name = labelOf(messages, `value.model.${model.id}.name`, 'v2.value.model.other');
          const why = valueReason(messages, value, model.reason);
          return (
            <tr key={index}>
              <th scope="row" lang={english(name)}>
                {name}
              </th>
              <td>{model.value_per_share === undefined ? words('common.not_available') : messages.figure(model.value_per_share)}</td>
              <td>
                <Chip tone={model.used ? 'good' : 'muted'}>{words(model.used ? 'part.3.model_used' : 'part.3.model_left_out')}</Chip>
              </td>
              <td lang={english(why)}>{why}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
