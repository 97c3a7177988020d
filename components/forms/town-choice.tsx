'use client';

import { useState } from 'react';
import { SelectBox, selectClass } from './fields';

interface TownChoiceProps {
  id: string;
  towns: readonly string[];
  onChoose: (town: string) => void;
}

/**
 * The town areas of a postal code that has several (011-0951: 土崎港相染町 and 土崎港古川町).
 * A select rather than buttons: some codes cover dozens of towns.
 */
export function TownChoice({ id, towns, onChoose }: TownChoiceProps) {
  const [chosen, setChosen] = useState('');
  return (
    <div className="mt-3 rounded-md bg-brand-100/50 p-3 sm:max-w-md">
      <label htmlFor={id} className="block text-sm font-bold">
        町域を選択してください
      </label>
      <p id={`${id}-hint`} className="mt-1 mb-2 text-sm text-brand-700">
        この郵便番号には{towns.length}件の町域があります。
      </p>
      <SelectBox>
        <select
          id={id}
          value={chosen}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setChosen(event.target.value);
            if (event.target.value) onChoose(event.target.value);
          }}
          className={selectClass}
        >
          <option value="">選択してください</option>
          {towns.map((town) => (
            <option key={town} value={town}>
              {town}
            </option>
          ))}
        </select>
      </SelectBox>
    </div>
  );
}
