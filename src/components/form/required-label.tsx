/** A field label that says the field is required in words, not only with a mark. */
export function RequiredLabel({ text }: { text: string }) {
  return (
    <>
      {text} <span className="field__required">(required)</span>
    </>
  );
}
