import type { ReactNode } from 'react';
import type { MessageId } from 'shared-types/messages';
import { useWords } from '../../i18n/MessagesProvider';
import { ScrollTable } from '../../shared/ScrollTable';

/** A small table of Part 1 (the forecast, the signals): its caption and column headers from the catalogue, the rows given. */
export function PartTable({ caption, columns, children }: { caption: MessageId; columns: readonly MessageId[]; children: ReactNode }) {
  const words = useWords();
  return (
    <ScrollTable caption={words(caption)}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {words(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </ScrollTable>
  );
}
