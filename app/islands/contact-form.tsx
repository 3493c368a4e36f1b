// The contact page's only script: hydrates the form the server rendered, and nothing else.
import { ContactForm, type ContactFormProps } from "~/components/ContactForm";
import { hydrateIsland } from "./hydrate";

hydrateIsland<ContactFormProps>("contactForm", (props) => <ContactForm {...props} />);
