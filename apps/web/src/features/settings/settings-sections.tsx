/**
 * The small settings of PRODUCT.md: hidden recipes (this device's), and the household's: household
 * size, basket service, pantry staples. The household's are shared by every phone on the account
 * code (issue 14): a change is an operation of the household's list, applied at once and synced.
 */
import { BASKET_SERVICES, type BasketService } from '@plateful/contracts';
import { Plus, RotateCcw, X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { dispatch, useHouseholdSettings } from '../../lib/household/index.ts';
import { useStored } from './use-stored.ts';

export const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5';

export function SettingsCard({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-base font-bold">
        {title}
      </h2>
      {text && <p className="mt-0.5 mb-3 text-sm text-ink/70">{text}</p>}
      {!text && <div className="mb-3" />}
      {children}
    </section>
  );
}

/** 40 px drawn, 44 px to tap: the target reaches 2 px above and below (Add, Restore). */
const smallButton =
  'relative before:absolute before:inset-x-0 before:-inset-y-0.5 inline-flex h-10 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold ring-1 ring-black/10 hover:bg-black/5';

export function HiddenRecipes() {
  const [hidden, setHidden] = useStored('hiddenRecipes');
  return (
    <SettingsCard
      title="Hidden recipes"
      text="Chef’s Pick recipes you hid. Restore one to see it in Plan again."
    >
      {hidden.length === 0 ? (
        <p className="text-sm text-ink/70">No hidden recipes.</p>
      ) : (
        <>
          <ul className="mb-3 divide-y divide-black/5">
            {hidden.map((recipe) => (
              <li key={recipe.id} className="flex items-center gap-2 py-2">
                <span className="min-w-0 flex-1 truncate">{recipe.name}</span>
                <button
                  type="button"
                  className={smallButton}
                  aria-label={`Restore ${recipe.name}`}
                  onClick={() => setHidden(hidden.filter((other) => other.id !== recipe.id))}
                >
                  <RotateCcw aria-hidden="true" className="size-4" /> Restore
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={smallButton} onClick={() => setHidden([])}>
            Restore all
          </button>
        </>
      )}
    </SettingsCard>
  );
}

export function HouseholdSize() {
  const settings = useHouseholdSettings();
  const id = useId();
  return (
    <SettingsCard title="Household size" text="Servings the shopping list is made for.">
      <label htmlFor={id} className="sr-only">
        Household size
      </label>
      <select
        id={id}
        value={settings.householdSize ?? ''}
        onChange={(event) =>
          dispatch({
            type: 'setSetting',
            name: 'householdSize',
            value: event.target.value === '' ? null : Number(event.target.value),
          })
        }
        className="h-12 w-full rounded-xl border border-black/10 bg-white px-3"
      >
        <option value="">Each recipe’s own servings</option>
        {Array.from({ length: 12 }, (_, index) => index + 1).map((size) => (
          <option key={size} value={size}>
            {size} {size === 1 ? 'person' : 'people'}
          </option>
        ))}
      </select>
    </SettingsCard>
  );
}

export const BASKET_LABELS: Record<BasketService, string> = {
  whisk: 'Whisk (any supermarket)',
  tesco: 'Tesco',
  sainsburys: 'Sainsbury’s',
  ocado: 'Ocado',
  asda: 'Asda',
  morrisons: 'Morrisons',
  waitrose: 'Waitrose',
};

export function BasketServiceChoice() {
  const settings = useHouseholdSettings();
  return (
    <SettingsCard title="Basket service" text="Where Shop Now sends your list.">
      <fieldset>
        <legend className="sr-only">Basket service</legend>
        <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
          {BASKET_SERVICES.map((service) => (
            <label
              key={service}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 py-2 ring-1 ring-black/10 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-500 has-focus-visible:outline-3 has-focus-visible:outline-brand-500"
            >
              <input
                type="radio"
                name="basket-service"
                value={service}
                checked={settings.basketService === service}
                onChange={() =>
                  dispatch({ type: 'setSetting', name: 'basketService', value: service })
                }
                className="size-4 accent-brand-600"
              />
              <span className="text-sm font-medium">{BASKET_LABELS[service]}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsCard>
  );
}

function setStaples(value: string[]): void {
  dispatch({ type: 'setSetting', name: 'pantryStaples', value });
}

export function PantryStaples() {
  const settings = useHouseholdSettings();
  const [text, setText] = useState('');
  const id = useId();
  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const item = text.trim().slice(0, 80);
    if (!item) return;
    const exists = settings.pantryStaples.some(
      (other) => other.toLowerCase() === item.toLowerCase(),
    );
    if (!exists) setStaples([...settings.pantryStaples, item]);
    setText('');
  };
  return (
    <SettingsCard
      title="Pantry staples"
      text="Always treated as owned: they start ticked on the shopping list."
    >
      <form onSubmit={onAdd} className="mb-3 flex gap-2">
        <label htmlFor={id} className="sr-only">
          Pantry staple
        </label>
        <input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="e.g. Salt, olive oil"
          maxLength={80}
          className="h-11 min-w-0 flex-1 rounded-xl border border-black/10 bg-white px-3"
        />
        <button type="submit" className={smallButton} disabled={!text.trim()}>
          <Plus aria-hidden="true" className="size-4" /> Add
        </button>
      </form>
      {settings.pantryStaples.length === 0 ? (
        <p className="text-sm text-ink/70">No staples yet.</p>
      ) : (
        // Wrapped rows 12 px apart: each Remove takes a tap 8 px round its 28 px circle, and one
        // row's taps meet the next row's without overlapping.
        <ul className="flex flex-wrap gap-x-2 gap-y-3" aria-label="Pantry staples">
          {settings.pantryStaples.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm"
            >
              {item}
              <button
                type="button"
                aria-label={`Remove ${item}`}
                onClick={() => setStaples(settings.pantryStaples.filter((other) => other !== item))}
                className="relative grid size-7 place-items-center rounded-full before:absolute before:-inset-2 hover:bg-black/10"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}
