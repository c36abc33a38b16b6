// The async boundary lets Module Federation set up shared modules before React loads.
import('./bootstrap');
