import { SelectField } from '../../../components/ui/form-field';
import { GROUP_COLOURS, type GroupColour } from '../../../domain/schema/collections';

const colourName = (colour: GroupColour) => colour.charAt(0).toUpperCase() + colour.slice(1);

/** The club and team forms' `Colour`: a native select of the palette the crests are drawn in. */
export function ColourField({ value, onChange }: { value: GroupColour; onChange: (colour: GroupColour) => void }) {
  return (
    <SelectField
      label="Colour"
      hint="Shown on the crest beside its name everywhere in the app."
      value={value}
      onChange={(event) => onChange(event.target.value as GroupColour)}
      options={GROUP_COLOURS.map((colour) => ({ value: colour, label: colourName(colour) }))}
    />
  );
}
