import { Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import type { Sugerencia } from '@rnt/contract/busqueda-tramites';
import { SEARCH_NAME_MAX_LENGTH } from '@rnt/contract/busqueda-tramites-rules';
import type { ChangeEvent, FocusEvent, KeyboardEvent } from 'react';
import { useSugerencias } from '../api/sugerencias';

const TIPO_LABEL: Record<Sugerencia['tipo'], string> = {
  tramite: 'Trámite',
  modalidad: 'Modalidad',
  institucion: 'Institución',
};

const key = (s: Sugerencia) => `${s.tipo}:${s.tramite_id ?? ''}:${s.modalidad_id ?? ''}:${s.texto}`;

/**
 * The name field of the home search with suggestions as you type (issue 19): an ARIA 1.2 combobox
 * (input role="combobox", aria-expanded, aria-controls, aria-activedescendant, aria-autocomplete="list")
 * whose listbox opens from 2 characters. Arrow keys move through the suggestions, Enter picks one, Escape
 * closes the list; Enter without a chosen suggestion submits the search as before.
 */
export function NombreConSugerencias({
  value,
  onChange,
  onPick,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onPick: (sugerencia: Sugerencia) => void;
  error?: React.ReactNode;
}) {
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const sugerencias = useSugerencias(value);
  const open = sugerencias.length > 0;

  return (
    <Combobox
      store={combobox}
      // Inside the search form (a landmark), not in a portal at the end of <body>.
      withinPortal={false}
      onOptionSubmit={(val) => {
        const picked = sugerencias.find((s) => key(s) === val);
        combobox.closeDropdown();
        if (picked) onPick(picked);
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label="Nombre del trámite"
          description="Escriba al menos 2 letras para ver sugerencias; use las flechas para elegir una."
          placeholder="Por ejemplo: licencia de conducir"
          type="search"
          maxLength={SEARCH_NAME_MAX_LENGTH}
          // The GET form's field without JavaScript (issue 21): /?nombre=… renders its results on the server.
          name="nombre"
          autoComplete="off"
          aria-autocomplete="list"
          value={value}
          error={error}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            // Escape closes an open list without the search field's native clearing of the text.
            if (event.key === 'Escape' && combobox.dropdownOpened) event.preventDefault();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={(_event: FocusEvent<HTMLInputElement>) => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!open}>
        <Combobox.Options aria-label="Sugerencias">
          {sugerencias.map((s) => (
            <Combobox.Option value={key(s)} key={key(s)}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {s.texto}
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {TIPO_LABEL[s.tipo]}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
